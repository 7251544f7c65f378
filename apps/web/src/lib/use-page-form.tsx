import { type ReactNode, useEffect, useState } from 'react';
import {
  createFormControl,
  type FieldValues,
  type UseFormProps,
  type UseFormReturn,
  useForm,
  useFormState,
} from 'react-hook-form';

type Options<V extends FieldValues> = Omit<UseFormProps<V>, 'formControl'>;
type Control<V extends FieldValues> = Omit<UseFormReturn<V>, 'formState'>;

interface LifecycleProps<V extends FieldValues> {
  formControl: Control<V>;
  options: Options<V>;
}

/** react-hook-form's own lifecycle for a form made outside `useForm`; it draws nothing. */
function FormLifecycle<V extends FieldValues>({ formControl, options }: LifecycleProps<V>) {
  const { defaultValues: _made, ...rest } = options;
  useForm<V>({ ...rest, formControl });
  return null;
}

/** Starts the lifecycle one render after the page's first commit, so its update is not in that task. */
function LaterLifecycle<V extends FieldValues>(props: LifecycleProps<V>) {
  const [started, setStarted] = useState(false);
  useEffect(() => setStarted(true), []);
  return started ? <FormLifecycle {...props} /> : null;
}

/**
 * `useForm` for a big form (the payment pages, issue 21), without its second render on mount.
 * `useForm` marks itself ready in a layout effect, a synchronous update: the whole form rendered
 * again in the task of its first commit, which also ran all of the page's effects there (~100 ms on
 * Lighthouse's slow phone, the page's longest task). Here the form is made once with
 * `createFormControl`; `useForm` runs in `lifecycle` (a leaf that draws nothing, to be rendered
 * beside the form) from the render after the first commit; and the page reads the form's state
 * with `useFormState`, which renders it again for what it reads (errors, dirty, submitting), as
 * `useForm` did, but not for being ready.
 */
export function usePageForm<V extends FieldValues>(
  options: Options<V>,
): { form: UseFormReturn<V>; lifecycle: ReactNode } {
  const [made] = useState(() => createFormControl<V>(options));
  // One object for the page's life, as `useForm` gives: effects that depend on the form do not run
  // again on every change of its state. Its state is the one read in this render.
  const [form] = useState<UseFormReturn<V>>(() => ({ ...made, formState: {} as UseFormReturn<V>['formState'] }));
  form.formState = useFormState({ control: made.control });
  return { form, lifecycle: <LaterLifecycle formControl={made.formControl} options={options} /> };
}
