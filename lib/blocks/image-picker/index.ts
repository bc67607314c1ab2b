export { ImageChooser, type ImageChooserProps } from "./image-chooser";
export { ImagePicker, type ImagePickerProps, type UploadPurpose } from "./image-picker";
