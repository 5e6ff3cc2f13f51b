import { Checkbox, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { slugFromName } from '@shelfscope/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { organizationQueryOptions } from '../../lib/organization';
import { useSession } from '../../lib/session';

/** The identity API's own message on a refusal ("An organization with this slug already exists."). */
const refusal = (error: unknown) =>
  new Error((error as { error_message?: string }).error_message ?? (error instanceof Error ? error.message : String(error)));

/**
 * The organization's slug (the address its members and SSO sign in with) and whether the slug
 * the new name makes is free: the identity API's organization search, as the sign-in page asks.
 */
export function useSlugChoice(name: string, enabled: boolean) {
  const { client } = useSession();
  const organization = useQuery({ ...organizationQueryOptions(client), enabled });
  const [debounced] = useDebouncedValue(name.trim(), 300);
  const proposed = debounced ? slugFromName(debounced) : null;
  const current = organization.data?.organization_slug ?? null;
  const wanted = enabled && proposed !== null && current !== null && proposed !== current;
  const availability = useQuery({
    queryKey: ['identity', 'slug', proposed],
    enabled: wanted,
    queryFn: async () => {
      const found = (await client.organizations.getBySlug({ organization_slug: proposed ?? '' })).organization;
      return found === null || found === undefined || found.organization_id === organization.data?.organization_id;
    },
  });
  return { current, proposed: wanted ? proposed : null, isFree: availability.data ?? null };
}

/** Changes the organization's slug through the identity API's update (a taken slug is its 409). */
export function useChangeSlug() {
  const { client } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (slug: string) =>
      client.organizations.update({ organization_slug: slug }).catch((e: unknown) => Promise.reject(refusal(e))),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['identity', 'organization'] }),
  });
}

/** The offer beside a renamed organization: its slug made from the new name, said free or taken. */
export function SlugOffer({
  choice,
  checked,
  onChange,
}: {
  choice: ReturnType<typeof useSlugChoice>;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  if (!choice.proposed) return null;
  const taken = choice.isFree === false;
  return (
    <Checkbox
      checked={checked && !taken}
      disabled={taken}
      onChange={(e) => onChange(e.currentTarget.checked)}
      label={`Change the sign-in address to “${choice.proposed}” too`}
      description={
        <Text span size="xs" c={taken ? 'red' : 'dimmed'}>
          {taken
            ? `“${choice.proposed}” is taken by another organization: the address stays “${choice.current}”.`
            : `Members and single sign-on find the organization by it; it is “${choice.current}” now.${
                choice.isFree === null ? ' Checking that it is free…' : ' It is free.'
              }`}
        </Text>
      }
    />
  );
}
