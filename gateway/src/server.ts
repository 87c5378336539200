// `npm run start:gateway`: the HTTP process. Listens, and shuts down cleanly on SIGINT/SIGTERM
// (finishing in-flight requests and sending buffered view counts first).
import { ConfigError, loadConfig } from '@phd/services/config';
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
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
