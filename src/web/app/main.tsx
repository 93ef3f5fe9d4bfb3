import "@fontsource-variable/inter/wght.css";
import "@/web/styles.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { Providers } from "@/web/app/providers";
import { Router } from "@/web/app/router";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

createRoot(root).render(
  <StrictMode>
    <Providers>
      <Router />
    </Providers>
  </StrictMode>,
);
