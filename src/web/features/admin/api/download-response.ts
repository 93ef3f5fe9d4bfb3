const FILE_NAME = /filename="([^"]+)"/;

/** Hands a file the server answered to the browser as a download, under the server's name. */
export async function downloadResponse(response: Response, fallbackName: string): Promise<string> {
  const fileName =
    FILE_NAME.exec(response.headers.get("content-disposition") ?? "")?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement("a");
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has started the download; the URL is not needed after this task.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
  return fileName;
}
