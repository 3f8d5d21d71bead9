// A local SMTP server for load runs: it accepts every message and counts it per envelope recipient, nothing
// more. Not the `smtp-server` package (nor server-kit's test peer built on it): that one waits 100 ms before
// its greeting on every connection (its check for clients that talk too soon, not configurable), and the
// worker opens a connection per email, so a run would time that timer rather than the worker. It also
// parses commands and, in the peer, each message (mailparser) on the CPUs the measured workers share.
// Plain SMTP only: no extensions advertised (so no STARTTLS, AUTH or PIPELINING), which nodemailer handles.
import { createServer } from 'node:net';

const endOfData = '\r\n.\r\n';

/**
 * Starts the sink on a free loopback port; `url` is the SMTP_URL for the senders. `greetingDelayMs` holds the
 * greeting back as a slower server would (a remote provider's round trips), to show what latency does.
 */
export async function startSmtpSink({ greetingDelayMs = 0 } = {}) {
  let messages = 0;
  let recipients = new Map();
  const sockets = new Set();

  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined); // a sender that hangs up is its own problem; the counts tell
    socket.setEncoding('latin1');
    let buffer = '';
    let inData = false;
    let envelope = [];
    const reply = (line) => socket.write(`${line}\r\n`);

    function command(line) {
      const verb = line.slice(0, 4).toUpperCase();
      if (verb === 'EHLO' || verb === 'HELO') reply('250 bench-sink');
      else if (verb === 'MAIL') {
        envelope = [];
        reply('250 OK');
      } else if (verb === 'RCPT') {
        envelope.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
        reply('250 OK');
      } else if (verb === 'DATA') {
        if (!envelope.length) return reply('503 RCPT first');
        inData = true;
        buffer = `\r\n${buffer}`; // the end marker is CRLF . CRLF, and the message starts on a new line
        reply('354 End data with <CR><LF>.<CR><LF>');
      } else if (verb === 'RSET' || verb === 'NOOP') {
        if (verb === 'RSET') envelope = [];
        reply('250 OK');
      } else if (verb === 'QUIT') {
        reply('221 Bye');
        socket.end();
      } else reply('502 Command not implemented');
    }

    socket.on('data', (chunk) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf(endOfData);
          if (end === -1) {
            buffer = buffer.slice(-(endOfData.length - 1)); // the marker may straddle two chunks
            return;
          }
          buffer = buffer.slice(end + endOfData.length);
          inData = false;
          messages++;
          for (const address of envelope) recipients.set(address, (recipients.get(address) ?? 0) + 1);
          envelope = [];
          reply('250 OK: queued');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol === -1) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        command(line);
      }
    });

    const greet = () => reply('220 bench-sink ESMTP');
    if (greetingDelayMs > 0) setTimeout(greet, greetingDelayMs);
    else greet();
  });

  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${server.address().port}`,
    /** Messages accepted since the last reset, and how many each recipient got. */
    received: () => ({ messages, recipients }),
    reset() {
      messages = 0;
      recipients = new Map();
    },
    close() {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}
