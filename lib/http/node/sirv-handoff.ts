import type { IncomingMessage, ServerResponse } from 'node:http';
import sirv from 'sirv';

/** sirv marks any `.gz` or `.br` file content-encoded, but a file that is itself the document (`news-1.xml.gz`) goes out as its bytes. */
function keepEncodingOff(res: ServerResponse): void {
  const writeHead = res.writeHead.bind(res) as (status: number, headers?: Record<string, unknown>) => ServerResponse;
  res.writeHead = ((status: number, headers?: Record<string, unknown>) => {
    if (headers && typeof headers === 'object') delete headers['Content-Encoding'];
    res.removeHeader('Content-Encoding');
    return writeHead(status, headers);
  }) as typeof res.writeHead;
}

export type HandOff = (req: IncomingMessage, res: ServerResponse, sitePath: string, encoded: boolean, missing: () => void) => void;

/** Streams, Range and HEAD for a file under `root`, left to sirv; `encoded` when a precompressed copy is sent. */
export function sirvHandOff(root: string): HandOff {
  const serveFile = sirv(root, { dev: true, etag: true, extensions: [], dotfiles: true });
  return (req, res, sitePath, encoded, missing) => {
    req.url = encodeURI(sitePath);
    if (!encoded && /\.(gz|br)$/.test(sitePath)) keepEncodingOff(res);
    serveFile(req, res, missing);
  };
}
