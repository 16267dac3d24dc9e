/**
 * The physical limit the relay is compared with: a bare `ws` server on the same machine that
 * sends every text frame back to its sender, nothing else (no auth, no parsing, no storage).
 * Run as its own process by the bench: `node --import tsx echoServer.ts <port>`.
 */
import { WebSocketServer } from 'ws'

const port = Number(process.argv[2])
const server = new WebSocketServer({ host: '127.0.0.1', port, perMessageDeflate: false })
server.on('connection', (socket) => {
  socket.on('message', (data, isBinary) => socket.send(data, { binary: isBinary }))
  socket.on('error', () => socket.terminate())
})
server.on('listening', () => console.log(`echo server on ws://127.0.0.1:${port}`))
process.once('SIGTERM', () => server.close(() => process.exit(0)))
