import type {
  CompanySettingsProfile,
  CompanySettingsProfileInput,
  DefaultColumnsInput,
  UserSettings,
  UserSettingsInput,
} from '@shelfscope/contracts';
import type { TenantDeps } from '../tenancy.js';
import { companyProfileDto, companyProfileOf, setCompanyProfile } from './profile.js';
import { getSettings, settingsDto, updateDefaultColumns, updateSettings } from './service.js';

/**
 * What the settings routes do, one verb each (docs/architecture.md): each takes one options
 * object, runs as the calling company and answers the response object.
 */

type Deps = TenantDeps;

/** The acting member's settings (the defaults on a first read). */
export async function memberSettings({ deps }: { deps: Deps }): Promise<UserSettings> {
  return settingsDto(await deps.run(getSettings));
}

/** The acting member's settings replaced. */
export async function replaceSettings({ deps, input }: { deps: Deps; input: UserSettingsInput }): Promise<UserSettings> {
  return settingsDto(await deps.run((tenant) => updateSettings(tenant, input)));
}

/** The product grid's default columns set. */
export async function setDefaultColumns({ deps, input }: { deps: Deps; input: DefaultColumnsInput }): Promise<UserSettings> {
  return settingsDto(await deps.run((tenant) => updateDefaultColumns(tenant, input)));
}

/** The company's default settings profile and whether it is locked for VAs. */
export async function companyProfile({ deps }: { deps: Deps }): Promise<CompanySettingsProfile> {
  return companyProfileDto(await deps.run(companyProfileOf));
}

/** The company's default settings profile and its lock set. */
export async function changeCompanyProfile({
  deps,
  input,
}: {
  deps: Deps;
  input: CompanySettingsProfileInput;
}): Promise<CompanySettingsProfile> {
  return companyProfileDto(await deps.run((tenant) => setCompanyProfile({ tenant, input })));
}
