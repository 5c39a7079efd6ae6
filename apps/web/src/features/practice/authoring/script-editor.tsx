import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  Select,
  Stack,
  TagsInput,
  Text,
  TextInput,
  Textarea,
  Tooltip,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SCRIPT_LIMITS, SCRIPT_STEP_KINDS, scriptRemarks, type ScriptRemark, type ScriptStepKind } from '@switchboard/contracts';
import { STEP_KIND_KEYS } from './authoring-keys';
import { newStep, payloadOf, type Draft, type EditorStep } from './editor-state';
import { errorUnder, type FieldErrors } from './form-errors';

const REMARK_KEYS: Readonly<Record<ScriptRemark, string>> = {
  startsWithoutWelcome: 'roleplayAuthoring.remarks.startsWithoutWelcome',
  endsWithoutClosing: 'roleplayAuthoring.remarks.endsWithoutClosing',
  noCompliance: 'roleplayAuthoring.remarks.noCompliance',
  noResolution: 'roleplayAuthoring.remarks.noResolution',
};

interface ScriptEditorProps {
  draft: Draft;
  errors: FieldErrors;
  disabled: boolean;
  onChange: (steps: EditorStep[]) => void;
}

/**
 * The ordered steps of a scripted roleplay: what the customer says, the kind of step, good answers,
 * chips, and what a reply must convey (key points) or must never say (must-nots), one per line.
 */
export function ScriptEditor({ draft, errors, disabled, onChange }: ScriptEditorProps) {
  const { t } = useTranslation();
  const steps = draft.steps;
  const remarks = scriptRemarks(payloadOf(draft).script);
  const update = (index: number, patch: Partial<EditorStep>) => onChange(steps.map((s, i) => (i === index ? { ...s, ...patch } : s)));
  const move = (index: number, by: -1 | 1) => {
    const next = [...steps];
    const [step] = next.splice(index, 1);
    next.splice(index + by, 0, step!);
    onChange(next);
  };
  const stepsError = errors['script.steps'];

  return (
    <Stack gap="md">
      {stepsError && (
        <Text c="red" size="sm" role="alert">
          {stepsError}
        </Text>
      )}
      {remarks.length > 0 && (
        <Alert variant="light" color="yellow" title={t('roleplayAuthoring.remarks.title')}>
          <Stack gap={2}>
            {remarks.map((r) => (
              <Text key={r} size="sm">
                {t(REMARK_KEYS[r])}
              </Text>
            ))}
          </Stack>
        </Alert>
      )}
      {steps.map((step, index) => {
        const at = `script.steps.${index}`;
        return (
          <Paper key={step.key} withBorder radius="md" p="md" data-testid="script-step">
            <Group justify="space-between" mb="sm" wrap="nowrap">
              <Group gap="sm">
                <Badge variant="filled" color="brand" circle>
                  {index + 1}
                </Badge>
                <Text fw={600} size="sm">
                  {t(STEP_KIND_KEYS[step.kind])}
                </Text>
              </Group>
              <Group gap={4}>
                <Tooltip label={t('roleplayAuthoring.script.moveUp')}>
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('roleplayAuthoring.script.moveUpNamed', { n: index + 1 })}
                    disabled={disabled || index === 0}
                    onClick={() => move(index, -1)}
                  >
                    <IconArrowUp size={16} aria-hidden />
                  </ActionIcon>
                </Tooltip>
                <Tooltip label={t('roleplayAuthoring.script.moveDown')}>
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('roleplayAuthoring.script.moveDownNamed', { n: index + 1 })}
                    disabled={disabled || index === steps.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    <IconArrowDown size={16} aria-hidden />
                  </ActionIcon>
                </Tooltip>
                <Tooltip label={t('roleplayAuthoring.script.remove')}>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('roleplayAuthoring.script.removeNamed', { n: index + 1 })}
                    disabled={disabled}
                    onClick={() => onChange(steps.filter((_, i) => i !== index))}
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              </Group>
            </Group>
            <Stack gap="sm">
              <Group grow align="flex-start">
                <Select
                  label={t('roleplayAuthoring.script.kind')}
                  data={SCRIPT_STEP_KINDS.map((kind) => ({ value: kind, label: t(STEP_KIND_KEYS[kind]) }))}
                  value={step.kind}
                  onChange={(value) => value && update(index, { kind: value as ScriptStepKind })}
                  allowDeselect={false}
                  disabled={disabled}
                  data-testid="step-kind"
                />
                <TextInput
                  label={t('roleplayAuthoring.script.stepId')}
                  description={t('roleplayAuthoring.script.stepIdHint')}
                  value={step.id}
                  onChange={(event) => update(index, { id: event.currentTarget.value.trim() })}
                  error={errors[`${at}.id`]}
                  disabled={disabled}
                />
              </Group>
              <Textarea
                label={t('roleplayAuthoring.script.customerLines')}
                description={t('roleplayAuthoring.script.customerLinesHint')}
                autosize
                minRows={2}
                required
                value={step.customerText}
                onChange={(event) => update(index, { customerText: event.currentTarget.value })}
                error={errorUnder(errors, `${at}.customerLines`)}
                disabled={disabled}
                data-testid="step-customer"
              />
              <Stack gap={6}>
                <Text size="sm" fw={500}>
                  {t('roleplayAuthoring.script.recommendedAnswers')}
                </Text>
                {step.recommendedAnswers.map((answer, a) => (
                  <Group key={a} gap="xs" align="flex-start" wrap="nowrap">
                    <Textarea
                      aria-label={t('roleplayAuthoring.script.answerNamed', { n: a + 1 })}
                      autosize
                      minRows={1}
                      value={answer}
                      onChange={(event) =>
                        update(index, {
                          recommendedAnswers: step.recommendedAnswers.map((x, i) => (i === a ? event.currentTarget.value : x)),
                        })
                      }
                      error={errors[`${at}.recommendedAnswers.${a}`]}
                      disabled={disabled}
                      style={{ flex: 1 }}
                      data-testid="step-answer"
                    />
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      mt={6}
                      aria-label={t('roleplayAuthoring.script.removeAnswerNamed', { n: a + 1 })}
                      disabled={disabled || step.recommendedAnswers.length === 1}
                      onClick={() => update(index, { recommendedAnswers: step.recommendedAnswers.filter((_, i) => i !== a) })}
                    >
                      <IconX size={16} aria-hidden />
                    </ActionIcon>
                  </Group>
                ))}
                {errors[`${at}.recommendedAnswers`] && (
                  <Text c="red" size="xs">
                    {errors[`${at}.recommendedAnswers`]}
                  </Text>
                )}
                <Group>
                  <Button
                    variant="subtle"
                    size="xs"
                    leftSection={<IconPlus size={14} aria-hidden />}
                    disabled={disabled || step.recommendedAnswers.length >= SCRIPT_LIMITS.maxRecommendedAnswers}
                    onClick={() => update(index, { recommendedAnswers: [...step.recommendedAnswers, ''] })}
                  >
                    {t('roleplayAuthoring.script.addAnswer')}
                  </Button>
                </Group>
              </Stack>
              <TagsInput
                label={t('roleplayAuthoring.script.chips')}
                description={
                  step.kind === 'select-one' ? t('roleplayAuthoring.script.chipsSelectOneHint') : t('roleplayAuthoring.script.chipsHint')
                }
                value={step.chips}
                onChange={(chips) => update(index, { chips })}
                splitChars={[]}
                maxTags={SCRIPT_LIMITS.maxChips}
                error={errorUnder(errors, `${at}.chips`)}
                disabled={disabled}
                clearable
              />
              <Textarea
                label={t('roleplayAuthoring.script.keyPoints')}
                description={t('roleplayAuthoring.script.keyPointsHint')}
                autosize
                minRows={2}
                value={step.keyPointsText}
                onChange={(event) => update(index, { keyPointsText: event.currentTarget.value })}
                error={errorUnder(errors, `${at}.keyPoints`)}
                disabled={disabled}
                data-testid="step-key-points"
              />
              <Textarea
                label={t('roleplayAuthoring.script.mustNot')}
                description={t('roleplayAuthoring.script.mustNotHint')}
                autosize
                minRows={1}
                value={step.mustNotText}
                onChange={(event) => update(index, { mustNotText: event.currentTarget.value })}
                error={errorUnder(errors, `${at}.mustNot`)}
                disabled={disabled}
                data-testid="step-must-not"
              />
            </Stack>
          </Paper>
        );
      })}
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          disabled={disabled || steps.length >= SCRIPT_LIMITS.maxSteps}
          onClick={() => onChange([...steps, newStep(steps, steps.length === 0 ? 'welcome' : 'regular')])}
          data-testid="add-step"
        >
          {t('roleplayAuthoring.script.addStep')}
        </Button>
      </Group>
    </Stack>
  );
}
