import { useMutation, useQueryClient } from '@tanstack/react-query';

/** A practice call that changes what the user sees elsewhere: every practice query refreshes after it. */
export function usePracticeMutation<TInput, TResult>(fn: (input: TInput) => Promise<TResult>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => client.invalidateQueries({ queryKey: ['practice'] }),
  });
}
