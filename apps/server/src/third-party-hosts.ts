import { THIRD_PARTY_CSP } from '@copyvest/shared';

/** Third-party hosts the web app loads widgets from; the CSP allows exactly these. */
export const THIRD_PARTY_HOSTS = {
  scripts: THIRD_PARTY_CSP.scriptSrc,
  styles: THIRD_PARTY_CSP.styleSrc,
  frames: THIRD_PARTY_CSP.frameSrc,
  connect: THIRD_PARTY_CSP.connectSrc,
  images: THIRD_PARTY_CSP.imgSrc,
};
