import { useMemo } from 'react';
import { DEFAULT_PROFILE_RULES, type ProfileContext } from '@contract/profile/rules';
import { makeSectionSchemas } from '@contract/profile/schemas';
import { useGetPublicConfigQuery } from '@/lib/api/public-config-api';
import { selectPublicData } from '@/lib/core/core-slice';
import { manilaDate } from '@contract/calendar';
import { useAppSelector } from '@/app/hooks';

/** The rules the section schemas check against: server config, today in Manila, the phone. */
export function useProfileContext(): ProfileContext {
  const { data: config } = useGetPublicConfigQuery();
  const { phone_number: registeredPhone } = useAppSelector(selectPublicData);
  return useMemo(
    () => ({
      rules: {
        ...DEFAULT_PROFILE_RULES,
        ...config?.profileRules,
        phoneFirstDigits: config?.phoneFirstDigits ?? DEFAULT_PROFILE_RULES.phoneFirstDigits,
      },
      today: manilaDate(),
      registeredPhone,
    }),
    [config, registeredPhone],
  );
}

/** The section schemas for this borrower, built once per context. */
export function useSectionSchemas() {
  const context = useProfileContext();
  return { context, schemas: useMemo(() => makeSectionSchemas(context), [context]) };
}
