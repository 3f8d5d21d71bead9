// A stand-in for a service in supervisor.test.mjs: it listens on PORT until killed; with EXIT_AT_BOOT it
// exits with that code at once, as a service does on an invalid variable; with IGNORE_SIGTERM it hangs on
// SIGTERM, as a stuck shutdown would.
import { createServer } from 'node:net';

if (process.env.EXIT_AT_BOOT) {
  console.error('PORT: expected a number');
  process.exit(Number(process.env.EXIT_AT_BOOT));
}
createServer((socket) => socket.end()).listen(Number(process.env.PORT), '127.0.0.1');
if (process.env.IGNORE_SIGTERM) process.on('SIGTERM', () => {});
