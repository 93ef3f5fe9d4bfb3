import { Component, type ReactNode } from "react";
import { Button } from "@/web/components/ui/button";
import { SimplePageLayout } from "@/web/components/ui/simple-page-layout";

interface Props {
  children: ReactNode;
}

/** Catches a page that fails to load or render (e.g. a chunk lost after a deploy). */
export class RouteErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <SimplePageLayout>
        <h1 className="text-3xl font-semibold tracking-tight">This page didn't load</h1>
        <p className="mt-4 text-lg text-muted-foreground">
          Something went wrong on our side or with the connection. Reloading usually fixes it.
        </p>
        <Button className="mt-8" onClick={() => window.location.reload()}>
          Reload the page
        </Button>
      </SimplePageLayout>
    );
  }
}
