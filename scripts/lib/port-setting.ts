/**
 * A port named in the environment (`PORT=8080 npm start`). Unset or empty keeps the default; anything but a port
 * number stops the start with the setting's name, instead of a server on a random port or a wrangler error.
 */
export function portSetting(name: string, fallback: number, env: NodeJS.ProcessEnv = process.env): number {
  const value = env[name]?.trim();
  if (!value) return fallback;
  const port = Number(value);
  if (!/^\d+$/.test(value) || port < 1 || port > 65535) {
    throw new Error(
      `${name}=${value} is not a port: give a number from 1 to 65535, or leave it unset for ${fallback}`,
    );
  }
  return port;
}
