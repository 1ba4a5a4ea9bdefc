// Visual C++'s `void main()` is written as `int main()`; a `void` elsewhere
// (a member main, a pointer to function) is not touched.
#include <amp.h>
struct App {
  void main() {}
};
// CHECK: void main() {}
void (*entry)();
// CHECK: void (*entry)();

void main() {
  App().main();
}
// CHECK: {{^}}int main() {
// WARN: visual-cpp-void-main.cpp:11:1: warning: 'void main()' is a Visual C++ extension; written as 'int main()' (returns 0) [AMP2HIP1150]
// WARN-NOT: AMP2HIP1150
