// A counting TCP proxy in front of PostgreSQL: the server connects through it, and it counts the
// front-end protocol messages passing by — round trips (a simple Query, or a Sync closing an extended
// Parse/Bind/Execute batch) and statements (each Execute, and each statement of a simple Query, which may
// carry several separated by semicolons). Read between two requests sent one at a time, the counts say
// what one request costs the database in messages, on any machine.
import { createConnection, createServer } from 'node:net';

/** Splits one connection's front-end byte stream into messages: the first (start-up) has no type byte. */
function messageReader(onMessage) {
  let buffer = Buffer.alloc(0);
  let started = false;
  return (chunk) => {
    buffer = Buffer.concat([buffer, chunk]);
    for (;;) {
      const head = started ? 1 : 0;
      if (buffer.length < head + 4) return;
      const length = buffer.readInt32BE(head);
      if (buffer.length < head + length) return;
      const type = started ? String.fromCharCode(buffer[0]) : null;
      const body = buffer.subarray(head + 4, head + length);
      buffer = buffer.subarray(head + length);
      // An SSL or GSS request is answered with one byte and followed by the real start-up message.
      if (!started && !(length === 8 && [80877103, 80877104].includes(body.readInt32BE(0)))) started = true;
      if (type) onMessage(type, body);
    }
  };
}

/** Statements in a simple Query's text: its semicolon-separated parts (ids and hashes carry no semicolons). */
const statementsIn = (body) =>
  body
    .toString('utf8', 0, body.length - 1)
    .split(';')
    .filter((s) => s.trim().length > 0).length;

/** Listens on a free local port and forwards to `target` (host, port); `counts` is live. */
export async function startCounter(target) {
  const counts = { roundTrips: 0, statements: 0 };
  const sockets = new Set();
  const server = createServer((client) => {
    const upstream = createConnection(target);
    sockets.add(client).add(upstream);
    const read = messageReader((type, body) => {
      if (type === 'Q') {
        counts.roundTrips++;
        counts.statements += statementsIn(body);
      } else if (type === 'S') counts.roundTrips++;
      else if (type === 'E') counts.statements++;
    });
    client.on('data', (chunk) => {
      read(chunk);
      upstream.write(chunk);
    });
    upstream.on('data', (chunk) => client.write(chunk));
    const end = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('close', end).on('error', end);
    upstream.on('close', end).on('error', end);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: server.address().port,
    counts,
    snapshot: () => ({ ...counts }),
    close: () => {
      for (const s of sockets) s.destroy();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}
