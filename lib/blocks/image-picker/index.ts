export { ImageChooser, type ImageChooserProps } from "./image-chooser";
export { ImagePicker, type ImagePickerProps } from "./image-picker";
