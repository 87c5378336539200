// `npm run start:gateway`: the HTTP process. Listens, and shuts down cleanly on SIGINT/SIGTERM
// (finishing in-flight requests and sending buffered view counts first).
import { ConfigError, loadConfig } from '@phd/services/config';
import { serveMetrics } from '@phd/services/metrics-server';
import { createGateway } from './gateway.ts';

try {
  const config = loadConfig();
  const gateway = await createGateway(config);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    gateway.app.log.info({ signal }, 'shutting down');
    await gateway.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  await gateway.app.listen({ host: config.host, port: config.port });
  // Prometheus without a token, on a port that must stay off the internet (METRICS_PORT).
  if (config.metrics.port) {
    await serveMetrics(gateway.app.metrics.registry, config.metrics.port, config.host);
    gateway.app.log.info({ port: config.metrics.port }, 'metrics at /metrics on their own port');
  }
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
