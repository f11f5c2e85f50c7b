/** Third-party hosts the web app loads widgets from; the CSP allows exactly these. */
export const THIRD_PARTY_HOSTS = {
  scripts: [] as string[],
  frames: [] as string[],
  connect: [] as string[],
  images: [] as string[],
};
