export interface UploadFileOptions {
  base: string;
  cookie: string;
  data: Buffer;
  name: string;
  bucket?: string;
}

/** `POST /v1/storage/buckets/{bucket}/files` as the SDK sends it (multipart, `fileId` unique()). */
export async function uploadFile({
  base,
  cookie,
  data,
  name,
  bucket = 'uploads',
}: UploadFileOptions) {
  const form = new FormData();
  form.append('fileId', 'unique()');
  form.append('file', new Blob([new Uint8Array(data)]), name);
  const response = await fetch(`${base}/v1/storage/buckets/${bucket}/files`, {
    method: 'POST',
    headers: { cookie },
    body: form,
  });
  return {
    status: response.status,
    body: (await response.json()) as { $id?: string; type?: string },
  };
}
