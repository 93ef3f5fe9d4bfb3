import { zodResolver } from "@hookform/resolvers/zod";
import { signupFormSchema } from "@/shared/api/account-contract";

/** The sign-up form's rules: the server's schema, where the place is required (loaded on the first submit). */
export const signupResolver = zodResolver(signupFormSchema);
