; The Windows installer: for the teacher's own account, so it needs no administrator (a school's
; managed laptop usually lets a teacher do that much). It installs into
; %LOCALAPPDATA%\Programs\Colony Classroom, adds a Start-menu entry and an uninstaller under
; "Apps" in Settings. The classes stay in %APPDATA%\Colony Classroom: uninstalling keeps them.
; Built by packaging/build-windows.sh: makensis -DVERSION=... -DSOURCE=folder -DOUTFILE=... installer.nsi
Unicode true
SetCompressor /SOLID lzma
!include "MUI2.nsh"

!define APP "Colony Classroom"
!define KEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\ColonyClassroom"
Name "${APP} ${VERSION}"
OutFile "${OUTFILE}"
RequestExecutionLevel user
InstallDir "$LOCALAPPDATA\Programs\${APP}"
InstallDirRegKey HKCU "${KEY}" "InstallLocation"
VIProductVersion "${VERSION}.0"
VIAddVersionKey /LANG=1033 "ProductName" "${APP}"
VIAddVersionKey /LANG=1033 "FileDescription" "${APP} installer"
VIAddVersionKey /LANG=1033 "FileVersion" "${VERSION}"
VIAddVersionKey /LANG=1033 "LegalCopyright" "MIT OR Apache-2.0"

!define MUI_ICON "colony-classroom.ico"
!define MUI_UNICON "colony-classroom.ico"
!define MUI_FINISHPAGE_RUN "$INSTDIR\${APP}.exe"
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_PAGE_FINISH
!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES
!insertmacro MUI_LANGUAGE "English"
!insertmacro MUI_LANGUAGE "German"
!insertmacro MUI_LANGUAGE "Spanish"

Function .onInit
  !insertmacro MUI_LANGDLL_DISPLAY
FunctionEnd

Section
  SetOutPath "$INSTDIR"
  File "${SOURCE}\${APP}.exe"
  File "${SOURCE}\colony.exe"
  File "${SOURCE}\colony-classroom.ico"
  File "${SOURCE}\read-me-first-*.txt"
  WriteUninstaller "$INSTDIR\Uninstall.exe"
  CreateShortCut "$SMPROGRAMS\${APP}.lnk" "$INSTDIR\${APP}.exe" "" "$INSTDIR\colony-classroom.ico"
  WriteRegStr HKCU "${KEY}" "DisplayName" "${APP}"
  WriteRegStr HKCU "${KEY}" "DisplayVersion" "${VERSION}"
  WriteRegStr HKCU "${KEY}" "Publisher" "${APP}"
  WriteRegStr HKCU "${KEY}" "DisplayIcon" "$INSTDIR\colony-classroom.ico"
  WriteRegStr HKCU "${KEY}" "InstallLocation" "$INSTDIR"
  WriteRegStr HKCU "${KEY}" "UninstallString" '"$INSTDIR\Uninstall.exe"'
  WriteRegDWORD HKCU "${KEY}" "NoModify" 1
  WriteRegDWORD HKCU "${KEY}" "NoRepair" 1
SectionEnd

Section "Uninstall"
  Delete "$INSTDIR\${APP}.exe"
  Delete "$INSTDIR\colony.exe"
  Delete "$INSTDIR\colony-classroom.ico"
  Delete "$INSTDIR\read-me-first-*.txt"
  Delete "$INSTDIR\Uninstall.exe"
  RMDir "$INSTDIR"
  Delete "$SMPROGRAMS\${APP}.lnk"
  DeleteRegKey HKCU "${KEY}"
SectionEnd
