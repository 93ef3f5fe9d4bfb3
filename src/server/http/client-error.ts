import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";

const answers: Record<string, { status: number; message: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: "The request took too long to arrive" },
  HPE_HEADER_OVERFLOW: { status: 431, message: "The request's headers are too large" },
};

/**
 * Requests Node's HTTP parser refuses (headers past its limit, garbage, a stalled upload) never
 * reach Fastify's routing; they get the same `{message}` body as every other error.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const { status, message } = (error.code && answers[error.code]) || {
    status: 400,
    message: "The request could not be read",
  };
  const body = JSON.stringify({ message });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
