export { Alert, type AlertProps, type AlertTone } from "./alert";
export { Badge, type BadgeProps, type BadgeTone } from "./badge";
export {
  Button,
  ButtonLink,
  buttonClasses,
  type ButtonLinkProps,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
} from "./button";
export { Card, CardFooter, CardHeader, type CardHeaderProps, type CardProps } from "./card";
export { Checkbox, type CheckboxProps } from "./checkbox";
export { ConfirmDialog, type ConfirmDialogProps } from "./confirm-dialog";
export { CodeInput, type CodeInputProps } from "./code-input";
export { cx } from "./cx";
export { DelayedSpinner, SPINNER_DELAY_MS, type DelayedSpinnerProps } from "./delayed-spinner";
export { Dialog, type DialogProps } from "./dialog";
export { Disclosure, type DisclosureProps } from "./disclosure";
export { EmptyState, type EmptyStateProps } from "./empty-state";
export { FormError, type FormErrorProps } from "./form-error";
export * from "./icons";
export { PageHeader, type PageHeaderProps } from "./page-header";
export { PasswordField, type PasswordFieldProps } from "./password-field";
export { SearchField, type SearchFieldProps } from "./search-field";
export { SelectField, type SelectFieldProps, type SelectOption } from "./select-field";
export { Switch, type SwitchProps } from "./switch";
export { TextField, type TextFieldProps } from "./text-field";
export { TextareaField, type TextareaFieldProps } from "./textarea-field";
