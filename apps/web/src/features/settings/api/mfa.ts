import type { Member } from '@shelfscope/identity-client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession } from '../../../lib/session';

/** The signed-in member as the identity API has it (which second factors are set up). */
export const memberKey = ['identity', 'member'] as const;
const recoveryCodesKey = ['identity', 'recovery-codes'] as const;

/** Whose factors the calls are for: the signed-in member, in their organization. */
function useTarget() {
  const { session } = useSession();
  return { organization_id: session?.organization_id ?? '', member_id: session?.member_id ?? '' };
}

export function useMember() {
  const { client } = useSession();
  return useQuery({ queryKey: memberKey, queryFn: async (): Promise<Member> => (await client.self.get()).member });
}

/** The member's unused backup codes and the organization's name (the download is named after it). */
export function useRecoveryCodes(enabled: boolean) {
  const { client } = useSession();
  return useQuery({
    queryKey: recoveryCodesKey,
    enabled,
    queryFn: async () => {
      const answer = await client.recoveryCodes.get();
      return { codes: answer.recovery_codes, organizationName: answer.organization?.organization_name };
    },
  });
}

/** Every MFA change refreshes the member (and its backup codes). */
function useMfaMutation<I, O>(call: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['identity'] }),
  });
}

/** Starts an authenticator-app registration: secret, QR code, backup codes. */
export function useCreateTotp() {
  const { client } = useSession();
  const target = useTarget();
  return useMutation({ mutationFn: () => client.totp.create(target) });
}

/** Proves the first code: the app is enrolled and MFA is on for this member's logins. */
export function useVerifyTotp() {
  const { client } = useSession();
  const target = useTarget();
  return useMfaMutation((code: string) => client.totp.authenticate({ ...target, code, set_mfa_enrollment: 'enroll' }));
}

export function useRemoveTotp() {
  const { client } = useSession();
  const target = useTarget();
  return useMfaMutation(() => client.memberFactors.deleteMFATOTP(target.member_id));
}

/** Texts a code to a new number (E.164). */
export function useSendSms() {
  const { client } = useSession();
  const target = useTarget();
  return useMutation({ mutationFn: (phone: string) => client.otps.sms.send({ ...target, mfa_phone_number: phone }) });
}

export function useVerifySms() {
  const { client } = useSession();
  const target = useTarget();
  return useMfaMutation((code: string) => client.otps.sms.authenticate({ ...target, code, set_mfa_enrollment: 'enroll' }));
}

export function useRemovePhone() {
  const { client } = useSession();
  const target = useTarget();
  return useMfaMutation(() => client.memberFactors.deleteMFAPhoneNumber(target.member_id));
}

export function useRotateRecoveryCodes() {
  const { client } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const answer = await client.recoveryCodes.rotate();
      return { codes: answer.recovery_codes, organizationName: answer.organization?.organization_name };
    },
    onSuccess: (codes) => queryClient.setQueryData(recoveryCodesKey, codes),
  });
}
