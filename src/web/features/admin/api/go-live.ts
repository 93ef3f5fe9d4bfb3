import { useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { BUSINESS_STATUSES } from "@/shared/api/admin-contract";
import { toast } from "@/web/components/ui/toast-store";
import { adminRequest } from "@/web/lib/api/admin-request";

/** POST /api/admin/business/go-live. */
export function goLive() {
  return adminRequest("/api/admin/business/go-live", {
    method: "POST",
    schema: z.object({ status: z.enum(BUSINESS_STATUSES) }),
  });
}

export function useGoLive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: goLive,
    onSuccess: () => {
      toast({ title: "You are live", description: "Your quote page now takes real payments" });
      void queryClient.invalidateQueries({ queryKey: ["admin"] });
    },
  });
}
