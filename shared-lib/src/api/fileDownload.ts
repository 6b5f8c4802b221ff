import { apiClient } from './apiClient';

export interface DownloadedFile {
  blob: Blob;
  filename: string;
}

const FILENAME = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i;

/** A file from the API (sent with the signed-in user's token), named as the server's Content-Disposition says. */
export async function fetchFile(path: string, fallbackName: string): Promise<DownloadedFile> {
  const response = await apiClient.get<Blob>(path, { responseType: 'blob' });
  const name = FILENAME.exec(String(response.headers['content-disposition'] ?? ''))?.[1];
  return { blob: response.data, filename: name ? decodeURIComponent(name) : fallbackName };
}

/** Hands a file to the browser as a download. */
export function saveFile({ blob, filename }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoke later: some browsers start the download asynchronously.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
