/**
 * How a command-line script ends: its `main` resolves to the exit code (0, or the code it chose
 * for a failure it explained), and anything it did not expect is printed whole under the
 * command's name and exits 1. One place, so every npm script reports the same way.
 */
export function runMain(name: string, main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(`${name} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      process.exit(1);
    },
  );
}
