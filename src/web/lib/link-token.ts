/** The token an emailed link carries in its fragment (`#token=...`), or "" without one. */
export function linkTokenFromHash(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, "")).get("token") ?? "";
}
