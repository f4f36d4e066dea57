import type { Server, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';

const STATUS_LINES: Readonly<Record<string, string>> = {
  HPE_HEADER_OVERFLOW: '431 Request Header Fields Too Large',
  HPE_CHUNK_EXTENSIONS_OVERFLOW: '413 Payload Too Large',
  ERR_HTTP_REQUEST_TIMEOUT: '408 Request Timeout',
};

/** The bytes that answer a request Node's parser refuses (Node's own status lines), closing the connection. */
export function clientErrorAnswer(code: string | undefined): string {
  return `HTTP/1.1 ${STATUS_LINES[code ?? ''] ?? '400 Bad Request'}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`;
}

/**
 * Makes `server` answer every request, where Node's defaults leave two unanswered: a request its parser
 * refuses while a response is in flight on the connection (Node drops the connection, and that response
 * with it), and any request still being answered when the client half-closes after sending it (Node
 * ends the connection at once, cutting a streamed file short).
 */
export function answerEveryRequest(server: Server): Server {
  // Node's own switch (its http server reads it on the client's FIN), though not in its docs.
  (server as Server & { httpAllowHalfOpen: boolean }).httpAllowHalfOpen = true;
  const inFlight = new WeakMap<Duplex, ServerResponse>();
  const answering = new WeakSet<Duplex>();
  server.on('request', (req, res: ServerResponse) => {
    inFlight.set(req.socket, res);
    res.once('close', () => {
      if (inFlight.get(req.socket) === res) inFlight.delete(req.socket);
    });
  });
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    // The parser stays broken, so every later chunk on this connection reports the error again.
    if (answering.has(socket)) return;
    answering.add(socket);
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const answer = () => (socket.writable ? socket.end(clientErrorAnswer(error.code)) : socket.destroy());
    const res = inFlight.get(socket);
    // Before Node's own 'finish' listener, which ends a connection the client has half-closed.
    if (res && !res.writableFinished) res.prependOnceListener('finish', answer);
    else answer();
  });
  return server;
}
