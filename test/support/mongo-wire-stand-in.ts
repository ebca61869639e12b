import { createServer, type AddressInfo, type Socket } from 'node:net';
import { BSON, type Document } from 'mongodb';

const OP_REPLY = 1;
const OP_QUERY = 2004;
const OP_MSG = 2013;
const HEADER = 16;

/** What the stand-in does with a command other than the handshake's and the driver's housekeeping. */
export type CommandAnswer = { reply: Document } | 'drop';

export interface MongoWireStandIn {
  /** `mongodb://127.0.0.1:<port>/`, quick to notice a dropped connection and to look again. */
  url: string;
  /** Names of the commands received, in order (handshakes and heartbeats left out). */
  commands: string[];
  close(): Promise<void>;
}

export interface StandInOptions {
  /** What `hello` says it is: a replica set's primary (named), a mongos of a sharded cluster, or a standalone. */
  kind: { replicaSet: string } | 'mongos' | 'standalone';
  /** How to answer each command the app sends: a reply document, or dropping the connection. */
  answer(command: string, body: Document): CommandAnswer;
}

/** Commands the driver sends on its own: answered `ok` and not recorded. */
const HOUSEKEEPING = new Set(['endSessions', 'abortTransaction']);

/**
 * A TCP server on 127.0.0.1 speaking enough of MongoDB's wire protocol (OP_QUERY for the first handshake, OP_MSG
 * after it) for the real driver to connect, discover what kind of server it is, and send commands: the server's
 * side of the conversation is the only thing not real, so the adapter's handling of what a server answers (a
 * standalone's `hello`, a dropped connection, a server error) can be tested here, where no MongoDB can run.
 */
export async function startMongoWireStandIn(options: StandInOptions): Promise<MongoWireStandIn> {
  const commands: string[] = [];
  const sockets = new Set<Socket>();
  let connectionId = 0;
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    connectionId += 1;
    const id = connectionId;
    let pending = Buffer.alloc(0);
    socket.on('data', (chunk: Buffer) => {
      pending = Buffer.concat([pending, chunk]);
      while (pending.length >= 4 && pending.length >= pending.readInt32LE(0)) {
        const length = pending.readInt32LE(0);
        const message = pending.subarray(0, length);
        pending = pending.subarray(length);
        if (!answerMessage(socket, message, id)) return;
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const host = `127.0.0.1:${port}`;

  const hello = (id: number): Document => ({
    helloOk: true,
    isWritablePrimary: true,
    ismaster: true,
    ...(typeof options.kind === 'object' ? { setName: options.kind.replicaSet, hosts: [host], primary: host, me: host, setVersion: 1 } : {}),
    ...(options.kind === 'mongos' ? { msg: 'isdbgrid' } : {}),
    maxBsonObjectSize: 16 * 1024 * 1024,
    maxMessageSizeBytes: 48_000_000,
    maxWriteBatchSize: 100_000,
    localTime: new Date(),
    logicalSessionTimeoutMinutes: 30,
    connectionId: id,
    minWireVersion: 0,
    maxWireVersion: 21,
    readOnly: false,
    ok: 1,
  });

  /** False when the connection was dropped. */
  function answerMessage(socket: Socket, message: Buffer, id: number): boolean {
    const requestId = message.readInt32LE(4);
    const opCode = message.readInt32LE(12);
    if (opCode === OP_QUERY) {
      // flags, then the collection's name (a C string), skip and limit, then the command.
      const nameEnd = message.indexOf(0, HEADER + 4);
      const body = BSON.deserialize(message.subarray(nameEnd + 9));
      socket.write(opReply(requestId, isHello(body) ? hello(id) : { ok: 0, errmsg: 'OP_QUERY is for the handshake only', code: 352 }));
      return true;
    }
    if (opCode !== OP_MSG) {
      socket.destroy();
      return false;
    }
    // flagBits, then sections: kind 0 carries the command (kind 1, document sequences, only with bulk inserts).
    if (message.readUInt8(HEADER + 4) !== 0) {
      socket.destroy();
      return false;
    }
    const body = BSON.deserialize(message.subarray(HEADER + 5, HEADER + 5 + message.readInt32LE(HEADER + 5)));
    const name = Object.keys(body)[0] ?? '';
    if (isHello(body)) {
      socket.write(opMsg(requestId, hello(id)));
      return true;
    }
    if (name === 'ping' || HOUSEKEEPING.has(name)) {
      if (name === 'ping') commands.push(name);
      socket.write(opMsg(requestId, { ok: 1 }));
      return true;
    }
    commands.push(name);
    const answer = options.answer(name, body);
    if (answer === 'drop') {
      socket.destroy();
      return false;
    }
    socket.write(opMsg(requestId, answer.reply));
    return true;
  }

  return {
    url: `mongodb://${host}/?serverSelectionTimeoutMS=3000&heartbeatFrequencyMS=500&connectTimeoutMS=2000`,
    commands,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}

function isHello(body: Document): boolean {
  return 'hello' in body || 'ismaster' in body || 'isMaster' in body;
}

function header(length: number, responseTo: number, opCode: number): Buffer {
  const buffer = Buffer.alloc(HEADER);
  buffer.writeInt32LE(length, 0);
  buffer.writeInt32LE(0, 4);
  buffer.writeInt32LE(responseTo, 8);
  buffer.writeInt32LE(opCode, 12);
  return buffer;
}

function opMsg(responseTo: number, document: Document): Buffer {
  const body = BSON.serialize(document);
  const flagsAndKind = Buffer.alloc(5);
  return Buffer.concat([header(HEADER + 5 + body.length, responseTo, OP_MSG), flagsAndKind, body]);
}

function opReply(responseTo: number, document: Document): Buffer {
  const body = BSON.serialize(document);
  // responseFlags, cursorID (8 bytes), startingFrom, numberReturned.
  const fields = Buffer.alloc(20);
  fields.writeInt32LE(1, 16);
  return Buffer.concat([header(HEADER + 20 + body.length, responseTo, OP_REPLY), fields, body]);
}
