// The fakes' HTTP server. Node's server closes a keep-alive connection after 5 s idle, and the client (fetch, whose
// pool drops an idle connection after 4 s) can send its next request on it as it closes: the request fails with
// "other side closed" (nodejs/undici#3141), a fast failure a test reads as the provider's. Real providers keep idle
// connections open far longer than our client does, so the fakes never close one themselves: the client always does.
import http from 'node:http';

export function fakeHttpServer(handler: http.RequestListener): http.Server {
  const server = http.createServer(handler);
  server.keepAliveTimeout = 0;
  return server;
}
