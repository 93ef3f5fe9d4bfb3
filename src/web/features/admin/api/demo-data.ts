import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { adminDemoDataResponseSchema } from "@/shared/api/admin-contract";
import { toast } from "@/web/components/ui/toast-store";
import { adminRequest } from "@/web/lib/api/admin-request";

const demoDataKey = ["admin", "demo-data"];

/** How many seeded demo orders the business still has. */
export function useDemoData() {
  return useQuery({
    queryKey: demoDataKey,
    queryFn: ({ signal }) =>
      adminRequest("/api/admin/demo-data", { signal, schema: adminDemoDataResponseSchema }),
  });
}

/** Deletes the demo orders, then reloads everything the dashboard shows. */
export function useRemoveDemoData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      adminRequest("/api/admin/demo-data", {
        method: "DELETE",
        schema: adminDemoDataResponseSchema,
      }),
    onSuccess: ({ orders }) => {
      toast({ title: "Demo data removed", description: `${orders} demo orders deleted` });
      void queryClient.invalidateQueries({ queryKey: ["admin"] });
    },
    onError: (error) => {
      toast({
        title: "Could not remove demo data",
        description: error.message,
        variant: "destructive",
      });
    },
  });
}
