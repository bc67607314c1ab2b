/** The build version shown in the profile; what's-new help appears once per version (accounts spec §9). */
export const BUILD_VERSION = 465;
