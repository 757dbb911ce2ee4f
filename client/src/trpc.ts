import { LIMITS } from '@island/shared';
import { QueryClient } from '@tanstack/react-query';
import { httpBatchLink } from '@trpc/client';
import { createTRPCReact } from '@trpc/react-query';
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../server/src/app-router.ts';
import { authorizationHeader } from './tokenStorage.ts';
import { httpStatusOf } from './errors.ts';

export const trpc = createTRPCReact<AppRouter>();

export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: LIMITS.publicCacheMs,
      // One more try helps on a weak signal; a 4xx answer will not change on a second ask.
      retry: (failureCount, error) => {
        const status = httpStatusOf(error);
        return failureCount < 1 && (status === null || status >= 500);
      },
      refetchOnWindowFocus: false,
    },
  },
});

export const trpcClient = trpc.createClient({
  links: [
    httpBatchLink({
      url: '/trpc',
      // Read on every request so a sign-in or sign-out takes effect without rebuilding the client.
      headers: () => authorizationHeader(),
    }),
  ],
});
