// Visual C++ entry point: warning AMP2HIP1150.
#include <amp.h>
void main() {}
