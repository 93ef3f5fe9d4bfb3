import { Link } from "wouter";
import { COMPANY, copyrightNotice } from "@/shared/company";
import { Logo } from "@/web/components/ui/logo";
import { openConsentSettings } from "@/web/lib/consent/consent-store";
import { FOOTER_COLUMNS, SUPPORT_LINK } from "../content/site-links";

const linkClass = "text-sm text-slate-300 underline-offset-4 hover:text-white hover:underline";

export function SiteFooter() {
  return (
    <footer className="bg-slate-950 text-slate-300 [&_:focus-visible]:outline-white">
      <div className="mx-auto grid max-w-page gap-10 px-4 py-14 sm:px-6 md:grid-cols-[1.4fr_repeat(3,1fr)]">
        <div className="grid content-start gap-4">
          <div className="text-white">
            <Logo />
          </div>
          <p className="max-w-xs text-sm">
            Instant quotes and payments for service businesses. Free to start, no monthly fee.
          </p>
          <p className="text-sm">
            Support:{" "}
            <a href={SUPPORT_LINK.href} className={linkClass}>
              {SUPPORT_LINK.label}
            </a>
          </p>
        </div>
        {FOOTER_COLUMNS.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="text-sm font-semibold text-white">{column.title}</h2>
            <ul className="mt-4 grid gap-3">
              {column.links.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} className={linkClass}>
                    {link.label}
                  </Link>
                </li>
              ))}
              {column.title === "Legal" && (
                <li>
                  <button type="button" onClick={openConsentSettings} className={linkClass}>
                    Cookie settings
                  </button>
                </li>
              )}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-page px-4 py-6 text-sm sm:px-6">
          {copyrightNotice(COMPANY.legalName)}
        </p>
      </div>
    </footer>
  );
}
