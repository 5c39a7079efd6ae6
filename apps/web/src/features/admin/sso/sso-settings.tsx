import { useState, type FormEvent } from 'react';
import { Alert, Button, Checkbox, Code, Group, PasswordInput, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle, IconShieldLock } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SsoConfigReply, SsoConfigView } from '@switchboard/contracts';
import { toast } from '../../../app/toasts/toast';
import { ApiError } from '../../../shared/api/api-error';
import { MAX_LIST_LIMIT } from '../../../shared/api/list-limits';
import { ssoApi } from '../../../shared/api/sso-api';
import { tenantsApi } from '../../../shared/api/tenants-api';

const ERROR_KEYS: Record<string, string> = {
  sso_domain_taken: 'sso.errors.domainTaken',
  sso_group_outside_organisation: 'sso.errors.groupOutside',
  sso_secret_required: 'sso.errors.secretRequired',
  sso_unavailable: 'sso.unavailable',
  validation_failed: 'sso.errors.invalid',
};

const splitDomains = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((d) => d.trim().toLowerCase())
    .filter(Boolean);

function SsoForm({ tenantId, org, config }: { tenantId: string; org: string; config: SsoConfigView | null }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [issuer, setIssuer] = useState(config?.issuer ?? '');
  const [clientId, setClientId] = useState(config?.clientId ?? '');
  const [clientSecret, setClientSecret] = useState('');
  const [domains, setDomains] = useState(config?.domains.join(', ') ?? '');
  const [provisionUsers, setProvisionUsers] = useState(config?.provisionUsers ?? false);
  const [groupId, setGroupId] = useState<string | null>(config?.provisioningGroupId ?? null);
  const groups = useQuery({
    queryKey: ['tenants', 'sso', org],
    queryFn: ({ signal }) => tenantsApi.list({ page: 1, limit: MAX_LIST_LIMIT, org: [org] }, signal),
  });
  const saved = (reply: SsoConfigReply) => queryClient.setQueryData(['sso', tenantId], reply);
  const save = useMutation({
    mutationFn: () =>
      ssoApi.save(tenantId, {
        issuer: issuer.trim(),
        clientId: clientId.trim(),
        clientSecret: clientSecret || undefined,
        domains: splitDomains(domains),
        provisionUsers,
        provisioningGroupId: provisionUsers ? groupId : null,
      }),
    meta: { silent: true },
    onSuccess: (reply) => {
      saved(reply);
      setClientSecret('');
      toast.success(t('sso.saved'));
    },
  });
  const remove = useMutation({
    mutationFn: () => ssoApi.remove(tenantId),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['sso', tenantId] });
      toast.success(t('sso.removed'));
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  const errorKey = save.error instanceof ApiError ? (ERROR_KEYS[save.error.code ?? ''] ?? 'sso.errors.failed') : 'sso.errors.failed';
  const options = (groups.data?.data ?? []).map((g) => ({ value: g.tenantId, label: g.name }));

  return (
    <form onSubmit={submit} aria-label={t('sso.title')} data-testid="sso-form">
      <Stack gap="sm" maw={640}>
        <TextInput
          label={t('sso.issuer')}
          description={t('sso.issuerHint')}
          placeholder="https://login.example.com"
          required
          type="url"
          value={issuer}
          onChange={(e) => setIssuer(e.currentTarget.value)}
          data-testid="sso-issuer"
        />
        <TextInput
          label={t('sso.clientId')}
          required
          value={clientId}
          onChange={(e) => setClientId(e.currentTarget.value)}
          data-testid="sso-client-id"
        />
        <PasswordInput
          label={t('sso.clientSecret')}
          description={config?.hasClientSecret ? t('sso.secretStored') : undefined}
          required={!config?.hasClientSecret}
          autoComplete="new-password"
          value={clientSecret}
          onChange={(e) => setClientSecret(e.currentTarget.value)}
          visibilityToggleButtonProps={{ 'aria-label': t('sso.toggleSecret') }}
          data-testid="sso-client-secret"
        />
        <TextInput
          label={t('sso.domains')}
          description={t('sso.domainsHint')}
          required
          value={domains}
          onChange={(e) => setDomains(e.currentTarget.value)}
          data-testid="sso-domains"
        />
        <Checkbox
          label={t('sso.provisionUsers')}
          description={t('sso.provisionUsersHint')}
          checked={provisionUsers}
          onChange={(e) => setProvisionUsers(e.currentTarget.checked)}
          data-testid="sso-provision"
        />
        {provisionUsers && (
          <Select
            label={t('sso.provisioningGroup')}
            data={options}
            value={groupId}
            onChange={setGroupId}
            required
            searchable
            allowDeselect={false}
            data-testid="sso-group"
          />
        )}
        {config && (
          <Text size="sm">
            {t('sso.redirectUri')} <Code data-testid="sso-redirect-uri">{config.redirectUri}</Code>
          </Text>
        )}
        {save.isError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert" data-testid="sso-save-error">
            {t(errorKey)}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={save.isPending} data-testid="sso-save">
            {t('sso.save')}
          </Button>
          {config && (
            <Button variant="default" color="red" loading={remove.isPending} onClick={() => remove.mutate()} data-testid="sso-remove">
              {t('sso.remove')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}

/** Application Settings: the single sign-on of the group's organisation through its OpenID provider (commanders, architects). */
export function SsoSettings({ tenantId }: { tenantId: string }) {
  const { t } = useTranslation();
  const settings = useQuery({ queryKey: ['sso', tenantId], queryFn: ({ signal }) => ssoApi.settings(tenantId, signal) });
  const reply = settings.data;
  return (
    <Stack gap="sm" data-testid="sso-settings">
      <div>
        <Title order={3} size="h4">
          <Group gap="xs" component="span">
            <IconShieldLock size={20} aria-hidden />
            {t('sso.title')}
          </Group>
        </Title>
        <Text size="sm" c="dimmed">
          {reply ? t('sso.description', { org: reply.org }) : null}
        </Text>
      </div>
      {reply && !reply.available && (
        <Alert color="yellow" variant="light" data-testid="sso-unavailable">
          {t('sso.unavailable')}
        </Alert>
      )}
      {reply && reply.available && (
        <SsoForm key={reply.config?.updatedAt ?? 'new'} tenantId={tenantId} org={reply.org} config={reply.config} />
      )}
    </Stack>
  );
}
