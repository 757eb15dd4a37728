#ifndef FORMSPEC_CLIBYAML_SHIM_H
#define FORMSPEC_CLIBYAML_SHIM_H
#include <yaml.h>
#endif
