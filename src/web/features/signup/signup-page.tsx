import { useDocumentTitle } from "@/web/hooks/use-document-title";

/** /signup: a business signs up (docs/product/settings.md#sign-up). */
export default function SignupPage({ title }: { title: string }) {
  useDocumentTitle(title);
  return (
    <main className="mx-auto max-w-md px-4 py-10">
      <h1 className="text-2xl font-semibold">{title}</h1>
    </main>
  );
}
