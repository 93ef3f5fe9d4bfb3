import { BOOT_DATA_ID, type BootData } from "@/shared/boot-data";

/** The data the server put beside the page's markup (src/shared/boot-data.ts), if any. */
export function readBootData(): BootData | undefined {
  const text = document.getElementById(BOOT_DATA_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as BootData;
  } catch {
    return undefined;
  }
}
