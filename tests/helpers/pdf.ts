import { extractText, getDocumentProxy } from "unpdf";

/** A PDF answer's text, as a reader extracts it: lines wrapped in a column read as one. */
export async function pdfText(response: Response): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(await response.arrayBuffer()));
  return ((await extractText(pdf, { mergePages: true })).text as string).replace(/\s+/g, " ");
}
