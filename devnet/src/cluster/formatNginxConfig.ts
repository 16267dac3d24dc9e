import { join } from 'node:path'

/** One balanced address: nginx listens on `port` and spreads its traffic over `backends`. */
export type NginxGroupConfig = {
  /** Names the upstream block (letters, digits, `_`, `-`). */
  name: string
  port: number
  /** The nodes, as `host:port` (127.0.0.1:4000). */
  servers: string[]
}

/** Everything formatNginxConfig writes into nginx.conf. */
export type FormatNginxConfigParameters = {
  groups: NginxGroupConfig[]
  /** The folder holding the pid file, the logs and nginx's temp folders. */
  prefix: string
  /** Worker processes. */
  workerProcesses: number
  /** Whether each request is written to access.log (a bench turns it off). */
  accessLog: boolean
  /** Failed attempts within `failTimeoutSeconds` after which a node is left out for that long. */
  maxFails: number
  failTimeoutSeconds: number
  /** How long a proxied connection (a WebSocket) may stay silent. */
  readTimeoutSeconds: number
  /** Idle keep-alive connections each worker keeps to each group's nodes. */
  upstreamKeepalive: number
  /** Largest request body nginx passes on (the services set their own limits below it). */
  clientMaxBodySize: string
  /** `user` line when nginx runs as root (workers drop to it); absent: no `user` line. */
  workerUser: string | undefined
}

/**
 * nginx.conf for a balancer of test clusters and benches: no daemon, everything under `prefix`,
 * HTTP and WebSocket to each group's nodes. Balancing is least_conn, not round-robin: relay
 * clients hold WebSockets for hours, and after a killed node comes back round-robin would keep
 * giving it only its share of new connections, while least_conn fills it first; with short HTTP
 * requests and no ties it behaves as round-robin. A node that refuses a connection or times out
 * is skipped for `failTimeoutSeconds` (passive health), and the request goes to the next node —
 * for any request whose bytes did not reach the dead node, and for idempotent ones always
 * (`proxy_next_upstream error timeout`, nginx's rule on non-idempotent methods).
 */
export function formatNginxConfig(p: FormatNginxConfigParameters): string {
  const temp = (name: string) => join(p.prefix, 'temp', name)
  const upstreams = p.groups.map(
    (group) => `
  upstream ${group.name} {
    least_conn;
${group.servers.map((server) => `    server ${server} max_fails=${p.maxFails} fail_timeout=${p.failTimeoutSeconds}s;`).join('\n')}
    keepalive ${p.upstreamKeepalive};
  }

  server {
    listen 127.0.0.1:${group.port};
    location / {
      proxy_pass http://${group.name};
      proxy_http_version 1.1;
      proxy_set_header Host $http_host;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $portico_connection;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Request-Id $portico_request_id;
      # The node echoes the id; nginx answers with its own copy (502s too), never both.
      proxy_hide_header X-Request-Id;
      add_header X-Request-Id $portico_request_id always;
      proxy_connect_timeout 2s;
      proxy_read_timeout ${p.readTimeoutSeconds}s;
      proxy_send_timeout ${p.readTimeoutSeconds}s;
      proxy_next_upstream error timeout;
      proxy_next_upstream_tries 0;
    }
  }`,
  )
  return `# Written by @portico/devnet's startNginx; nginx runs with -p ${p.prefix}
${p.workerUser ? `user ${p.workerUser};\n` : ''}daemon off;
master_process on;
worker_processes ${p.workerProcesses};
worker_rlimit_nofile 65536;
pid ${join(p.prefix, 'nginx.pid')};
error_log ${join(p.prefix, 'error.log')} warn;

events {
  worker_connections 16384;
}

http {
  ${p.accessLog ? `log_format portico '$remote_addr [$time_iso8601] "$request" $status $body_bytes_sent rid=$portico_request_id upstream=$upstream_addr $upstream_status $request_time';\n  access_log ${join(p.prefix, 'access.log')} portico;` : 'access_log off;'}
  client_body_temp_path ${temp('client_body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
  client_max_body_size ${p.clientMaxBodySize};
  server_tokens off;
  # nginx closes a client's keep-alive connection after 1,000 requests by default; a load
  # generator that sent its next request meanwhile counts a reset. Tests and benches keep theirs.
  keepalive_requests 1000000;

  # A WebSocket upgrade passes "Connection: upgrade"; anything else an empty Connection, which
  # lets nginx keep its connections to the nodes alive.
  map $http_upgrade $portico_connection {
    default upgrade;
    '' '';
  }
  # The client's X-Request-Id when it sent one, else nginx's own: the nodes log it.
  map $http_x_request_id $portico_request_id {
    default $http_x_request_id;
    '' $request_id;
  }
${upstreams.join('\n')}
}
`
}
