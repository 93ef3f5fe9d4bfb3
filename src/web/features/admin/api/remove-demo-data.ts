import { useMutation, useQueryClient } from "@tanstack/react-query";
import { adminDemoDataResponseSchema } from "@/shared/api/admin-contract";
import { toast } from "@/web/components/ui/toast-store";
import { adminRequest } from "@/web/lib/api/admin-request";

/** DELETE /api/admin/demo-data: deletes the demo orders. */
export function removeDemoData() {
  return adminRequest("/api/admin/demo-data", {
    method: "DELETE",
    schema: adminDemoDataResponseSchema,
  });
}

/** Deletes the demo orders, then reloads everything the dashboard shows. */
export function useRemoveDemoData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeDemoData,
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
