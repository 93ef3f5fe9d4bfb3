import { zodResolver } from "@hookform/resolvers/zod";
import { signupRequestSchema } from "@/shared/api/account-contract";

/** The sign-up form's rules: the same schema the server applies (loaded on the first submit). */
export const signupResolver = zodResolver(signupRequestSchema);
