#include "names.h"

int main() { return routine_name("scal").size() == 4 ? 0 : 1; }
