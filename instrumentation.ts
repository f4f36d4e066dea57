// Runs once when Next's server starts (`next start` and the standalone `server.js`).
export async function register(): Promise<void> {
  // The guard uses Node's HTTP server; the edge runtime has none.
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { installRepeatedSlashGuard } = await import('./lib/api/node/repeated-slash-guard');
  installRepeatedSlashGuard();
}
