/** 30 MB → "30MB", 1.5 MB → "1536KB" (the wording of the avatar message, "2MB"). */
export function sizeLabel(bytes: number): string {
  const mb = 1024 * 1024;
  return bytes % mb === 0 ? `${bytes / mb}MB` : `${Math.ceil(bytes / 1024)}KB`;
}
