import { type ComponentType, type LazyExoticComponent, lazy, type ReactNode } from "react";

/**
 * A lazily loaded page made of a view and the content record it shows, loaded in parallel:
 * each marketing or legal page ships only its own copy.
 */
export function lazyRecordPage<R>(
  loadView: () => Promise<(props: { record: R }) => ReactNode>,
  loadRecord: () => Promise<R>,
): LazyExoticComponent<ComponentType> {
  return lazy(async () => {
    const [View, record] = await Promise.all([loadView(), loadRecord()]);
    return { default: () => <View record={record} /> };
  });
}
