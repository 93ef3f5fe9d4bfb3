import { useDocumentTitle } from "@/web/hooks/use-document-title";

/** /platform: Quotewise's operators' console (docs/product/settings.md#the-platform-console). */
export default function PlatformPage({ title }: { title: string }) {
  useDocumentTitle(title);
  return (
    <main className="mx-auto max-w-page px-4 py-10">
      <h1 className="text-2xl font-semibold">{title}</h1>
    </main>
  );
}
